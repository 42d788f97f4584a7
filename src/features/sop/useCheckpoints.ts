import { useState } from 'react';
import { confirmationIn } from '../../domain/sopMatch';
import type { SopScriptRecord } from '../../schemas/sop';
import { sopApi } from './sopApi';

export interface Checkpoints {
  /** Scripts marked read in this room, newest first. */
  read: string[];
  /** Confirmation keywords heard and recorded. */
  confirmed: string[];
  markRead(script: SopScriptRecord): void;
  /** A new line of the conversation: a confirmation of a script read (or suggested) is recorded with it. */
  hear(line: string, suggested: SopScriptRecord[]): void;
}

/** The 双录 checkpoints the agent's page records in the room, at the time they happen. */
export function useCheckpoints(serviceId: string): Checkpoints {
  const [readScripts, setReadScripts] = useState<SopScriptRecord[]>([]);
  const [confirmed, setConfirmed] = useState<string[]>([]);

  const markRead = (script: SopScriptRecord) => {
    void sopApi
      .checkpoint({ serviceId, scriptId: script._id, kind: 'scriptRead' })
      .then(() => setReadScripts((current) => [script, ...current.filter((s) => s._id !== script._id)]))
      .catch(() => undefined);
  };

  const hear = (line: string, suggested: SopScriptRecord[]) => {
    // The script read last is what the customer answers; a suggested one only when none was read.
    for (const script of [...readScripts, ...suggested]) {
      const keyword = confirmationIn(line, script.confirmKeywords);
      if (!keyword) continue;
      void sopApi
        .checkpoint({ serviceId, scriptId: script._id, kind: 'confirmation', keyword, text: line })
        .then(() => setConfirmed((current) => [...current, keyword]))
        .catch(() => undefined);
      return;
    }
  };

  return { read: readScripts.map((s) => s._id), confirmed, markRead, hear };
}
