// The e2e stand-in for ElevenLabs' API on 127.0.0.1, started by Playwright before the app: its
// get-signed-url endpoint and the conversation socket its signed URLs lead to. Tests read the
// conversations it saw, and set how it answers, over HTTP (server/test/fake-elevenlabs.ts).
import { startFakeElevenLabs } from '../server/test/fake-elevenlabs';

const [port] = process.argv.slice(2);
if (!port) throw new Error('usage: elevenlabs-server.ts <port>');
await startFakeElevenLabs(Number(port));
