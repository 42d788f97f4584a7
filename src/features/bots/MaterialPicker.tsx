import { MenuItem, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { botApi } from './botApi';
import { BOT_TEXTS as T } from './texts';

/** Spec 3 §9: the video-bot-related lists fetch 99 rows. */
const RELATED_LIST_SIZE = 99;

type Option = { id: string; name: string };

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Option[];
  onChange: (id: string) => void;
}) {
  return (
    <TextField
      select
      label={label}
      value={options.some((o) => o.id === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
    >
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A video template of the tenant, then one of its nodes (the pointId). */
export function TemplatePointPicker({
  templateId,
  pointId,
  onChange,
}: {
  templateId: string;
  pointId: string;
  onChange: (templateId: string, pointId: string) => void;
}) {
  const [templates, setTemplates] = useState<Option[]>([]);
  const [points, setPoints] = useState<Option[]>([]);
  useEffect(() => {
    void botApi
      .videoTemplates(RELATED_LIST_SIZE)
      .then((answer) => setTemplates(answer.list.map((t) => ({ id: t._id, name: t.name }))));
  }, []);
  useEffect(() => {
    if (!templateId) return;
    void botApi.videoTemplate(templateId).then((detail) =>
      setPoints(
        detail.content.interactionInfo.map((node, i) => ({
          id: node.id,
          name: node.pointName || `${T.node}${i + 1}`,
        })),
      ),
    );
  }, [templateId]);
  return (
    <>
      <Choice label={T.videoTemplateId} value={templateId} options={templates} onChange={(id) => onChange(id, '')} />
      <Choice
        label={T.pointId}
        value={pointId}
        options={templateId ? points : []}
        onChange={(id) => onChange(templateId, id)}
      />
    </>
  );
}

/** A video content of the tenant. */
export function VideoPicker({ videoId, onChange }: { videoId: string; onChange: (videoId: string) => void }) {
  const [videos, setVideos] = useState<Option[]>([]);
  useEffect(() => {
    void botApi
      .videoContents(RELATED_LIST_SIZE)
      .then((answer) => setVideos(answer.list.map((v) => ({ id: v._id, name: v.name }))));
  }, []);
  return <Choice label={T.videoId} value={videoId} options={videos} onChange={onChange} />;
}
