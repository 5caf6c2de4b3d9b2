import { IconPlus as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconPlus = /* @__PURE__ */ decorative(Tabler);
