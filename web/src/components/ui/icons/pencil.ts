import { IconPencil as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconPencil = /* @__PURE__ */ decorative(Tabler);
