import { useSubmissionKey } from '../../../lib/submission-key';
import { useMemberWrite } from './useMemberWrite';

/** A member write that moves money, with one Idempotency-Key per submission. */
export function useKeyedMemberWrite<Request, Result>(
  memberId: number,
  write: (request: Request, idempotencyKey: string) => Promise<Result>,
  onDone: (result: Result) => void,
) {
  const submission = useSubmissionKey();
  return useMemberWrite(
    memberId,
    (request: Request) => write(request, submission.keyFor(request)),
    (result) => {
      submission.settled();
      onDone(result);
    },
  );
}
