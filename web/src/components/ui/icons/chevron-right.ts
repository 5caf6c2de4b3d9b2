import { IconChevronRight as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconChevronRight = /* @__PURE__ */ decorative(Tabler);
