import { IconDownload as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconDownload = /* @__PURE__ */ decorative(Tabler);
