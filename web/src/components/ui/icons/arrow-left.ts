import { IconArrowLeft as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconArrowLeft = /* @__PURE__ */ decorative(Tabler);
