/**
 * The query key of the service status. Parts of the first view (the
 * attention panel) read the answer the lazy banner loaded under it, without
 * loading its code.
 */
export const SERVICE_STATUS_KEY = ['serviceStatus'] as const;
