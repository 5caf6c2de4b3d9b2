import { IconUserPlus as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconUserPlus = /* @__PURE__ */ decorative(Tabler);
