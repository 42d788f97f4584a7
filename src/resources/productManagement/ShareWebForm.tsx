import { storedAgent } from '../../session/session';
import { digitalHumanFormSchema, shareWebCreateSchema, shareWebTexts } from '../../schemas/shareWeb';
import { planBookTexts } from '../../schemas/insurancePlanBook';
import { choosesOrganisation, uploadDefaults } from '../materialManagement/materialRules';
import type { FormMode } from '../../schema-ui/formSchema';
import { SchemaFormPage, type SchemaFormPageProps } from '../../schema-ui/SchemaFormPage';
import type { ShareWebScreen } from './ShareWebList';
import { SHARE_WEB_TEXTS } from './texts';
import { useSpeakerRefs } from './useSpeakerRefs';

/** A digital human says its words with an avatar and a voice (issue 28). */
function speakerErrors(values: Record<string, unknown>): Record<string, string> {
  return {
    ...(values.avatarId ? {} : { avatarId: shareWebTexts.avatarRequired }),
    ...(values.voiceId ? {} : { voiceId: shareWebTexts.voiceRequired }),
    ...(typeof values.words === 'string' && values.words.trim() ? {} : { words: shareWebTexts.wordsRequired }),
  };
}

/**
 * Add or edit a link of the screen's type. The organisation is chosen by tenant admins on add only;
 * an agent's links stay private, so publicity is not its to choose (spec 2 §5, spec 1 §6).
 */
export function ShareWebForm({
  resource,
  type,
  mode,
  inDialog,
}: Omit<ShareWebScreen, 'title'> & { mode: FormMode } & Pick<SchemaFormPageProps, 'inDialog'>) {
  const agent = storedAgent();
  const level = agent?.agentRole.level ?? '1';
  const choosesOrg = mode === 'create' && choosesOrganisation(level);
  const digitalHuman = type === 'digitalMan';
  const refs = useSpeakerRefs(digitalHuman);
  // A digital-human material chooses its plan book when added; an edit keeps it.
  const omit = [
    'type',
    ...(type === 'yxzx' ? [] : ['thumbnail']),
    ...(digitalHuman && mode === 'create' ? [] : ['insurancePlanBookId', 'insuranceKind']),
    ...(choosesOrg ? [] : ['orgAccount']),
    ...(digitalHuman ? [] : ['avatarId', 'voiceId', 'speedRate', 'words']),
    ...(level === '1' ? ['isPublic', 'range'] : []),
  ];
  return (
    <SchemaFormPage
      resource={resource}
      schema={digitalHuman ? digitalHumanFormSchema : shareWebCreateSchema}
      mode={mode}
      title={
        digitalHuman
          ? mode === 'create'
            ? SHARE_WEB_TEXTS.createDigitalHumanTitle
            : SHARE_WEB_TEXTS.editDigitalHumanTitle
          : mode === 'create'
            ? SHARE_WEB_TEXTS.createTitle
            : SHARE_WEB_TEXTS.editTitle
      }
      done={{ create: SHARE_WEB_TEXTS.added, edit: SHARE_WEB_TEXTS.edited }}
      defaults={{ status: 1, ...(digitalHuman ? { speedRate: 1 } : {}), ...(agent ? uploadDefaults(agent) : {}) }}
      refs={refs}
      shapeOf={() => ({ omit })}
      check={(values): Record<string, string> => ({
        ...(choosesOrg && !values.orgAccount ? { orgAccount: shareWebTexts.orgRequired } : {}),
        ...(type === 'yxzx' && !values.thumbnail ? { thumbnail: shareWebTexts.thumbnailRequired } : {}),
        ...(digitalHuman && mode === 'create' && !values.insuranceKind
          ? { insuranceKind: planBookTexts.kindRequired }
          : {}),
        ...(digitalHuman && mode === 'create' && !values.insurancePlanBookId
          ? { insurancePlanBookId: planBookTexts.planBookRequired }
          : {}),
        ...(digitalHuman ? speakerErrors(values) : {}),
        ...(!digitalHuman && !values.url ? { url: shareWebTexts.urlRequired } : {}),
      })}
      prepare={async ({ insuranceKind: _kind, ...values }) => (mode === 'create' ? { ...values, type } : values)}
      {...(inDialog ? { inDialog } : {})}
    />
  );
}
