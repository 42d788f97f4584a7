import { useState } from 'react';

type EndStep = 'idle' | 'confirm' | 'userInfo' | 'ending';

export interface EndSession {
  step: EndStep;
  ask(): void;
  confirm(): void;
  cancel(): void;
  finish(): Promise<void>;
}

/**
 * Ending the session (spec 2 §2.3): confirm '您确认结束会话吗', then the user-message modal, then `end`
 * (hang up, stop sharing, PUT end). A failure leaves the modal open to try again.
 */
export function useEndSession(end: () => Promise<void>): EndSession {
  const [step, setStep] = useState<EndStep>('idle');
  return {
    step,
    ask: () => setStep('confirm'),
    confirm: () => setStep('userInfo'),
    cancel: () => setStep('idle'),
    async finish() {
      setStep('ending');
      try {
        await end();
      } catch {
        setStep('userInfo');
      }
    },
  };
}
