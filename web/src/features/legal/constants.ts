import { LEGAL } from '@orrery/core/legal';

export { LEGAL };
