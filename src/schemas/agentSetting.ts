/**
 * An agent's own room settings (spec 2 §3 "Beauty settings", §7.1 GET and POST agentSetting): the beauty
 * sliders the agent left in the last room, restored in the next.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { BEAUTY_DEFAULT, BEAUTY_MAX, BEAUTY_MIN } from '../domain/beauty';

export const agentSettingTexts = {
  saved: '保存成功',
  sliderInvalid: '美颜参数应为1到10的整数',
} as const;

const slider = {
  type: 'integer',
  minimum: BEAUTY_MIN,
  maximum: BEAUTY_MAX,
  errorMessage: agentSettingTexts.sliderInvalid,
} as const;

/** POST /api/agentSetting: the three sliders, 1 to 10. */
export const agentSettingSchema = {
  $id: 'agentSetting',
  type: 'object',
  properties: { beauty: slider, light: slider, ruddy: slider },
  required: ['beauty', 'light', 'ruddy'],
  additionalProperties: false,
  errorMessage: {
    required: {
      beauty: agentSettingTexts.sliderInvalid,
      light: agentSettingTexts.sliderInvalid,
      ruddy: agentSettingTexts.sliderInvalid,
    },
  },
} as const;

export type AgentSetting = FromSchema<typeof agentSettingSchema>;

/** Before an agent moves a slider: each at its middle. */
export const AGENT_SETTING_DEFAULTS: AgentSetting = {
  beauty: BEAUTY_DEFAULT,
  light: BEAUTY_DEFAULT,
  ruddy: BEAUTY_DEFAULT,
};

export const agentSettingPaths = {
  setting: '/api/agentSetting',
} as const;
