import { IconWallet as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconWallet = /* @__PURE__ */ decorative(Tabler);
