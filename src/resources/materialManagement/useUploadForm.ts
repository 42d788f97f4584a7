import { useState } from 'react';
import { storedAgent } from '../../session/session';
import { ApiError } from '../../dataProvider/httpClient';
import {
  checkUpload,
  choosesOrganisation,
  nameFromFileName,
  uploadDefaults,
  type PickedFile,
  type UploadForm,
  type UploadTexts,
} from './materialRules';

type UploadErrors = Partial<Record<keyof UploadForm, string>>;

/**
 * The state of an upload dialog: the picked file (checked as it is picked, the name filled from it),
 * the name, the organisation where the agent chooses it, and the messages per field.
 */
export function useUploadForm(problemOf: (file: PickedFile) => string | null, texts: UploadTexts) {
  const agent = storedAgent();
  const choosesOrg = choosesOrganisation(agent?.agentRole.level ?? '1');
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [orgAccount, setOrgAccount] = useState('');
  const [errors, setErrors] = useState<UploadErrors>({});
  const [suggested, setSuggested] = useState('');

  const pick = (picked: File | null) => {
    if (!picked) return;
    const problem = problemOf(picked);
    if (problem) {
      setFile(null);
      setErrors((current) => ({ ...current, file: problem }));
      return;
    }
    setFile(picked);
    // The name follows the file unless the person has written one of their own.
    const suggestion = nameFromFileName(picked.name);
    if (name.trim() === '' || name === suggested) setName(suggestion);
    setSuggested(suggestion);
    setErrors((current) => ({ ...current, file: undefined, name: undefined }));
  };

  /** The checks of the dialog; true when it may be sent. */
  const check = () => {
    const problems = checkUpload({ file, name, orgAccount }, texts, choosesOrg);
    setErrors(problems);
    return Object.keys(problems).length === 0;
  };

  /** The fields every upload carries besides the file: name, publicity and, where chosen, the organisation. */
  const fields = (): Record<string, string> => {
    const defaults = agent ? uploadDefaults(agent) : { isPublic: 0, range: 2 };
    return {
      name: name.trim(),
      isPublic: String(defaults.isPublic),
      range: String(defaults.range),
      ...(choosesOrg ? { orgAccount } : {}),
    };
  };

  /** Shows a refusal of the server on its fields. */
  const refused = (error: unknown) => {
    const fieldErrors =
      error instanceof ApiError ? (error.result as { fields?: UploadErrors } | undefined)?.fields : undefined;
    if (fieldErrors) setErrors(fieldErrors);
  };

  const reset = () => {
    setFile(null);
    setName('');
    setOrgAccount('');
    setErrors({});
    setSuggested('');
  };

  return {
    agent,
    choosesOrg,
    file,
    name,
    orgAccount,
    errors,
    setName,
    setOrgAccount,
    setErrors,
    pick,
    check,
    fields,
    refused,
    reset,
  };
}
