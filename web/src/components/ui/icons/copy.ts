import { IconCopy as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconCopy = /* @__PURE__ */ decorative(Tabler);
