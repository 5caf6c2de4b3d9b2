import { IconLifebuoy as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconLifebuoy = /* @__PURE__ */ decorative(Tabler);
