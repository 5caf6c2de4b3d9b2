/**
 * The parts of the service status the first view loads afterwards, in one
 * chunk: the banner and the attention panel's line.
 */
export { StatusBanner } from './status-banner';
export { StatusAttention } from './status-attention';
