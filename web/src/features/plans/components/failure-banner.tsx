import { FormBanner } from '@/components/ui/form-banner';

/** Why the last attempt of a plan page failed, with the new price when it changed. */
export function FailureBanner({
  message,
  newPrice,
  testId,
  newPriceTestId,
}: {
  message: string | null;
  /** The fresh price of the choice, when the server said it changed. */
  newPrice: string | null;
  testId: string;
  newPriceTestId: string;
}) {
  return (
    <FormBanner>
      <span data-testid={testId}>{message}</span>
      {newPrice && (
        <>
          {' '}
          <strong data-testid={newPriceTestId}>{newPrice}</strong>
        </>
      )}
    </FormBanner>
  );
}
