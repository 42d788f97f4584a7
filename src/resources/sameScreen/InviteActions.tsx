import { Button } from '@mui/material';
import { useState } from 'react';
import { ShortLinkDialog } from './ShortLinkDialog';
import { SmsDialog } from './SmsDialog';
import { SAME_SCREEN_TEXTS } from './texts';
import { useInvitation } from './useInvitation';

/** The invitation buttons of a record in progress: copy the text, send it by SMS, show the short link. */
export function InviteActions({ serviceId }: { serviceId: string }) {
  const invitation = useInvitation();
  const [smsOpen, setSmsOpen] = useState(false);
  const [shortUrl, setShortUrl] = useState<string | null>(null);
  return (
    <>
      <Button size="small" onClick={() => void invitation.copy(serviceId)}>
        {SAME_SCREEN_TEXTS.copyInvite}
      </Button>
      <Button size="small" onClick={() => setSmsOpen(true)}>
        {SAME_SCREEN_TEXTS.sendSms}
      </Button>
      <Button size="small" onClick={() => void invitation.shortUrl(serviceId).then(setShortUrl)}>
        {SAME_SCREEN_TEXTS.qrCode}
      </Button>
      <SmsDialog
        open={smsOpen}
        onClose={() => setSmsOpen(false)}
        onSend={async (phones) => (await invitation.sendSms(serviceId, phones)) !== 'failed'}
      />
      <ShortLinkDialog
        url={shortUrl}
        onCopy={(url) => void invitation.copyText(url)}
        onClose={() => setShortUrl(null)}
      />
    </>
  );
}
