import { Alert, Box, Button, Card, CardContent, Chip, Stack, Tab, Tabs, TextField } from '@mui/material';
import { useState } from 'react';
import { Confirm, Loading, Title } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { AUDIT_STATUS, AUDIT_STATUS_NAMES, canAudit, type AuditStatus } from '../../domain/audit';
import { currentNode } from '../../domain/scene/nodes';
import { TEMPLATE_NAME_MAX } from '../../domain/scene/types';
import { toStored, type StoredTemplate } from '../../domain/scene/stored';
import { renameTemplate } from '../../domain/scene/words';
import { videoTemplatePaths } from '../../schemas/videoTemplate';
import { useSendAudit } from '../../resources/videoTemplate/sendAudit';
import { RejectDialog } from '../../resources/videoTemplate/RejectDialog';
import { storedAgent } from '../../session/session';
import { BackgroundPanel } from './BackgroundPanel';
import { CardPanel } from './CardPanel';
import { InteractionLink } from './InteractionLink';
import { TagPicker } from '../../resources/contentStudio/ContentTags';
import { NodeStrip } from './NodeStrip';
import { PhoneFrame } from './PhoneFrame';
import { PreviewDialog } from './PreviewDialog';
import { StickerPanel } from './StickerPanel';
import { TextPanel } from './TextPanel';
import { STUDIO_TEXTS } from './texts';
import { useBackgroundUpload } from './useBackgroundUpload';
import { useEditorKeys } from './useEditorKeys';
import { useTemplateEditor } from './useTemplateEditor';
import { VersionHistory } from './VersionHistory';
import { VoicePanel } from './VoicePanel';
import { WordsPanel } from './WordsPanel';
import { ShareButton } from '../../resources/videoContent/ShareButton';
import { pageLink } from '../../domain/pages';

const TABS = ['background', 'title', 'subTitle', 'stickers', 'card', 'words', 'voice'] as const;
type TabName = (typeof TABS)[number];
const TAB_LABELS: Record<TabName, string> = {
  background: STUDIO_TEXTS.background,
  title: STUDIO_TEXTS.titleTab,
  subTitle: STUDIO_TEXTS.subTitleTab,
  stickers: STUDIO_TEXTS.stickers,
  card: STUDIO_TEXTS.card,
  words: STUDIO_TEXTS.words,
  voice: STUDIO_TEXTS.voice,
};

/** /videoTemplateAudit/edit/:templateId/:isAudit?: the template audit view, the editor read-only with approve and reject. */
export function VideoTemplateAuditEditor() {
  const { templateId = '' } = useParams();
  return <VideoTemplateEditor templateId={templateId} audit />;
}

/** /DynamicTemplateManagement/edit/:templateId/:isAudit?: the same editor for a dynamic template. */
export function DynamicTemplateEditor() {
  const { templateId = '', isAudit } = useParams();
  return <VideoTemplateEditor templateId={templateId} audit={isAudit === '1'} />;
}

/** /videoTemplate/detail/:detailId/:isAudit: the template editor on a phone frame; with isAudit 1, read-only with approve and reject. */
export function VideoTemplateEditor({ templateId, audit }: { templateId?: string; audit?: boolean } = {}) {
  const params = useParams();
  const detailId = templateId ?? params.detailId ?? '';
  const auditMode = audit ?? params.isAudit === '1';
  const editor = useTemplateEditor(detailId, auditMode);
  const navigate = useNavigate();
  const sendAudit = useSendAudit();
  const [tab, setTab] = useState<TabName>('words');
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [previewing, setPreviewing] = useState<StoredTemplate | null>(null);
  useEditorKeys(editor);
  const upload = useBackgroundUpload(editor);

  const { detail, scene } = editor;
  if (!detail || !scene) return <Loading />;
  const node = currentNode(scene);
  const level = storedAgent()?.agentRole.level ?? '1';
  const auditable = auditMode && canAudit(level, detail.status);
  const rejected = detail.status === AUDIT_STATUS.rejectedLevel3 || detail.status === AUDIT_STATUS.rejectedLevel4;
  const audited = async (pass: boolean, reason?: string) => {
    const check = reason === undefined ? { pass } : { pass, reason };
    const done = (await sendAudit('videoTemplate', 'check', detail._id, check)) !== undefined;
    if (done) navigate(pageLink('videoTemplateAudits'));
    return done;
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={auditMode ? STUDIO_TEXTS.auditTitle : STUDIO_TEXTS.title} />
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 2 }}>
          <TextField
            size="small"
            label={STUDIO_TEXTS.templateName}
            value={scene.name}
            disabled={!editor.editable}
            slotProps={{ htmlInput: { maxLength: TEMPLATE_NAME_MAX } }}
            onChange={(event) => editor.apply((s) => renameTemplate(s, event.target.value))}
          />
          <Chip
            label={`V${detail.version} · ${AUDIT_STATUS_NAMES[detail.status as AuditStatus]}`}
            color={detail.status === AUDIT_STATUS.approved ? 'success' : rejected ? 'error' : 'default'}
          />
          <InteractionLink
            templateId={detail._id}
            value={detail.interactionTemplateId}
            disabled={auditMode || !editor.changeable}
          />
          <TagPicker
            kind="videoTemplate"
            path={videoTemplatePaths.tags}
            itemId={detail._id}
            tenantId={detail.tenant._id}
            value={detail.tags}
            disabled={auditMode}
          />
          <Box sx={{ flex: 1 }} />
          <Button variant="outlined" onClick={() => setPreviewing(toStored(scene))}>
            {STUDIO_TEXTS.preview}
          </Button>
          {detail.approvedVersion !== null && <ShareButton source={{ videoTemplateId: detail._id }} />}
          <Button onClick={() => navigate(pageLink(auditMode ? 'videoTemplateAudits' : 'videoTemplates'))}>
            {STUDIO_TEXTS.back}
          </Button>
          {!auditMode && (
            <>
              <Button disabled={!editor.canUndo} onClick={editor.undo}>
                {STUDIO_TEXTS.undo}
              </Button>
              <Button disabled={!editor.canRedo} onClick={editor.redo}>
                {STUDIO_TEXTS.redo}
              </Button>
              {editor.editable ? (
                <Button variant="contained" onClick={() => void editor.save()}>
                  {STUDIO_TEXTS.save}
                </Button>
              ) : (
                <Button variant="outlined" disabled={!editor.changeable} onClick={editor.startEditing}>
                  {STUDIO_TEXTS.edit}
                </Button>
              )}
              <Button
                variant="contained"
                color="secondary"
                disabled={editor.editable || detail.status !== AUDIT_STATUS.draft}
                onClick={() => setConfirming(true)}
              >
                {STUDIO_TEXTS.submit}
              </Button>
            </>
          )}
          {auditable && (
            <>
              <Button variant="contained" color="success" onClick={() => void audited(true)}>
                {STUDIO_TEXTS.approve}
              </Button>
              <Button variant="contained" color="error" onClick={() => setRejecting(true)}>
                {STUDIO_TEXTS.reject}
              </Button>
            </>
          )}
        </Stack>
        {rejected && detail.reason && (
          <Alert severity="error" sx={{ mb: 1 }}>{`${STUDIO_TEXTS.reason}：${detail.reason}`}</Alert>
        )}
        {!auditMode && !editor.changeable && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {STUDIO_TEXTS.pending}
          </Alert>
        )}
        {!auditMode && editor.changeable && !editor.editable && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {STUDIO_TEXTS.readOnly}
          </Alert>
        )}
        {detail.approvedVersion !== null && (
          <Alert severity="success" sx={{ mb: 1 }}>
            {STUDIO_TEXTS.approvedNote(detail.approvedVersion)}
          </Alert>
        )}
        <NodeStrip editor={editor} scene={scene} />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mt: 2 }}>
          <PhoneFrame editor={editor} node={node} upload={upload.running} />
          <Box sx={{ flex: 1, minWidth: 320 }}>
            <Tabs value={tab} onChange={(_, next: TabName) => setTab(next)} variant="scrollable" sx={{ mb: 2 }}>
              {TABS.map((name) => (
                <Tab key={name} value={name} label={TAB_LABELS[name]} />
              ))}
            </Tabs>
            {tab === 'background' && <BackgroundPanel editor={editor} node={node} upload={upload} />}
            {tab === 'title' && <TextPanel editor={editor} node={node} kind="title" />}
            {tab === 'subTitle' && <TextPanel editor={editor} node={node} kind="subTitle" />}
            {tab === 'stickers' && <StickerPanel editor={editor} node={node} />}
            {tab === 'card' && <CardPanel editor={editor} node={node} />}
            {tab === 'words' && <WordsPanel editor={editor} node={node} />}
            {tab === 'voice' && <VoicePanel editor={editor} scene={scene} />}
          </Box>
        </Stack>
        <VersionHistory versions={detail.versions} />
      </CardContent>
      <Confirm
        isOpen={confirming}
        title="app.common.tip"
        content={STUDIO_TEXTS.confirmSubmit}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void editor.submit();
        }}
      />
      {previewing && <PreviewDialog templateId={detail._id} content={previewing} onClose={() => setPreviewing(null)} />}
      <RejectDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        onReject={(reason) => audited(false, reason)}
      />
    </Card>
  );
}
