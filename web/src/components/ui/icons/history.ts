import { IconHistory as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconHistory = /* @__PURE__ */ decorative(Tabler);
