import { IconCalendar as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconCalendar = /* @__PURE__ */ decorative(Tabler);
