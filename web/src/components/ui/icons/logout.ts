import { IconLogout as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconLogout = /* @__PURE__ */ decorative(Tabler);
