import { lazy, Suspense } from 'react';

import { useStepUpRequest } from './step-up-store';

// The dialog (and the texts it loads) comes when a change first asks for it.
const StepUpDialog = lazy(async () => ({
  default: (await import('./step-up-dialog')).StepUpDialog,
}));

/**
 * Where every form's step-up shows (`useFormSubmission` asks for it): the
 * dialog that confirms it is the customer, while a change waits for it.
 */
export function StepUpHost() {
  const isAsked = useStepUpRequest();
  if (!isAsked) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <StepUpDialog />
    </Suspense>
  );
}
