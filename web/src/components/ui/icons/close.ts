import { IconX as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconClose = /* @__PURE__ */ decorative(Tabler);
