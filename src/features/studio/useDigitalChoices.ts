import { useEffect, useState } from 'react';
import { DIGITAL_TEMPLATES } from '../../domain/scene/library';
import { VOICES } from '../../domain/scene/types';
import { studioApi } from './studioApi';

export interface DigitalChoice {
  id: string;
  name: string;
  url: string;
}

/** The built-in presenter, then the avatars allotted to the user (those in use). */
export function useDigitalTemplates(): DigitalChoice[] {
  const [avatars, setAvatars] = useState<DigitalChoice[]>([]);
  useEffect(() => {
    let live = true;
    studioApi
      .avatars()
      .then((list) => live && setAvatars(list.map((a) => ({ id: a._id, name: a.name, url: a.pictureUrl }))))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return [...DIGITAL_TEMPLATES.map((t) => ({ id: t.id, name: t.name, url: t.url })), ...avatars];
}

/**
 * The voices the tenant has enabled, and the one the template speaks with even when it is no longer
 * enabled (so the picker shows it and a person chooses again). All of them until the server answers.
 */
export function useEnabledVoices(current: string): { id: string; name: string }[] {
  const [enabled, setEnabled] = useState<string[] | null>(null);
  useEffect(() => {
    let live = true;
    studioApi
      .voices()
      .then((answer) => live && setEnabled(answer.list.filter((v) => v.enabled).map((v) => v._id)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return VOICES.filter((voice) => enabled === null || enabled.includes(voice.id) || voice.id === current);
}
