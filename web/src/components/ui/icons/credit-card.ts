import { IconCreditCard as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconCreditCard = /* @__PURE__ */ decorative(Tabler);
