import { IconExternalLink as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconExternalLink = /* @__PURE__ */ decorative(Tabler);
