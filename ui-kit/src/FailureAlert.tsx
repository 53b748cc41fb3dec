import { Alert } from './Alert';

/** A failed call: the fixed message, and on a line of its own the server's reason when there is one. */
export function FailureAlert({ message, reason }: { message: string; reason?: string }) {
  return (
    <Alert tone="danger">
      <p>{message}</p>
      {reason && <p>{reason}</p>}
    </Alert>
  );
}
