import { useRef, useState } from 'react';
import type { TransferStrategy } from '../../domain/interaction';
import type { AnswerResult } from '../../schemas/deliveryTask';
import { miniProgramPaths } from '../../schemas/miniProgram';
import { CALL_KEY } from '../hall/CallPage';
import { customerRequest } from '../customerApi';
import { pageLink } from '../../domain/pages';

/** A reply handed over after it is heard stays at least this long, so its card is seen even with no words. */
const REPLY_SHOWN_MS = 3000;

/**
 * What follows an answer (spec 2 §4.5): the call to staff the server asked, joined at once ('direct') or once the
 * reply has been heard ('afterReply'); or, for 'miniProgram', the link into the mini program, opened once the
 * reply has been heard. `replyHeard` is told when the reply's words end.
 */
export function useHandOver(taskId: string) {
  const [miniProgramLink, setMiniProgramLink] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  const pending = useRef<(() => void) | null>(null);
  const heard = useRef(false);
  const shownAt = useRef(0);

  const afterReply = (go: () => void) => {
    if (heard.current) go();
    else pending.current = go;
  };
  const start = async (got: AnswerResult, strategy: TransferStrategy | undefined) => {
    heard.current = false;
    pending.current = null;
    shownAt.current = Date.now();
    if (strategy === 'miniProgram') {
      try {
        const link = await customerRequest<string>('POST', miniProgramPaths.customerScheme, { taskId });
        setMiniProgramLink(link);
        afterReply(() => window.location.assign(link));
      } catch (err) {
        setProblem(err instanceof Error ? err.message : String(err));
      }
      return;
    }
    const transfer = got.transfer;
    if (!transfer) return;
    sessionStorage.setItem(CALL_KEY, transfer.callId);
    const query = new URLSearchParams({
      tenant: transfer.tenantCode,
      name: transfer.name,
      phone: transfer.phone,
      ...(transfer.groupId ? { group: transfer.groupId } : {}),
    });
    const go = () => window.location.assign(`${pageLink('customerCall')}?${query.toString()}`);
    if (strategy === 'afterReply') afterReply(go);
    else go();
  };
  const replyHeard = () => {
    setTimeout(
      () => {
        heard.current = true;
        pending.current?.();
        pending.current = null;
      },
      Math.max(0, REPLY_SHOWN_MS - (Date.now() - shownAt.current)),
    );
  };
  return { miniProgramLink, problem, start, replyHeard };
}
