import { IconChevronDown as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconChevronDown = /* @__PURE__ */ decorative(Tabler);
