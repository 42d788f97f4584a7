import { TextField } from '@mui/material';
import { callTexts } from '../schemas/call';
import { isMobile } from '../schemas/fields';

/** What a customer's contact form refuses, by field (the call page's rules, as the server checks them). */
export function checkContact(name: string, phone: string): Record<string, string> {
  const problems: Record<string, string> = {};
  if (name.trim() === '') problems.userName = callTexts.nameRequired;
  else if (Array.from(name.trim()).length > 20) problems.userName = callTexts.nameTooLong;
  if (!isMobile(phone)) problems.userPhone = callTexts.phoneInvalid;
  return problems;
}

interface ContactFieldsProps {
  labels: { name: string; phone: string };
  name: string;
  phone: string;
  setName(name: string): void;
  setPhone(phone: string): void;
  problems: Record<string, string>;
}

/** A customer's 姓名 and 手机号, as the call page and the bot page ask for them. */
export function ContactFields({ labels, name, phone, setName, setPhone, problems }: ContactFieldsProps) {
  return (
    <>
      <TextField
        label={labels.name}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={Boolean(problems.userName)}
        helperText={problems.userName}
        required
      />
      <TextField
        label={labels.phone}
        value={phone}
        onChange={(e) => setPhone(e.target.value.trim())}
        error={Boolean(problems.userPhone)}
        helperText={problems.userPhone}
        required
        slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 11 } }}
      />
    </>
  );
}
