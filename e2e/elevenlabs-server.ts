// The e2e stand-in for ElevenLabs' API: its get-signed-url endpoint on 127.0.0.1, started by
// Playwright before the app. Its signed URLs lead nowhere, so a conversation fails to connect.
import { startFakeElevenLabs } from '../server/test/fake-elevenlabs';

const [port] = process.argv.slice(2);
if (!port) throw new Error('usage: elevenlabs-server.ts <port>');
await startFakeElevenLabs(Number(port));
