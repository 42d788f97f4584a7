import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import * as foundation from './migrations/20261122090000_foundation';
import * as urlLogin from './migrations/20261123000000_url_login';
import * as agentsListIndex from './migrations/20261123001000_agents_list_index';
import * as filesShareWebs from './migrations/20261124100000_files_share_webs';
import * as billSessions from './migrations/20261124110000_bill_sessions';
import * as callsRooms from './migrations/20261125100000_calls_rooms';
import * as sameScreen from './migrations/20261125120000_same_screen';
import * as roomEvents from './migrations/20261126100000_room_events';
import * as documentPages from './migrations/20261126110000_document_pages';
import * as roomInvites from './migrations/20261127100000_room_invites';
import * as roomShares from './migrations/20261127100000_room_shares';
import * as roomRecordings from './migrations/20261127120000_room_recordings';
import * as roomEndNotices from './migrations/20261127130000_room_end_notices';
import * as roomProducts from './migrations/20261128100000_room_products';
import * as customerKeys from './migrations/20261129100000_customer_keys';
import * as billAccountLocks from './migrations/20261129110000_bill_account_locks';
import * as idleAgents from './migrations/20261129120000_idle_agents';
import * as fiveG from './migrations/20261130100000_five_g';
import * as videoTemplates from './migrations/20261201100000_video_templates';
import * as videoContents from './migrations/20261202100000_video_contents';
import * as contentMaterials from './migrations/20261202110000_content_materials';
import * as cardTemplates from './migrations/20261202120000_card_templates';
import * as insurancePlanBooks from './migrations/20261202120100_insurance_plan_books';
import * as fiveGTraceRecords from './migrations/20261202130000_five_g_trace_records';
import * as operations from './migrations/20261202140000_operations';
import * as workSlotsWecom from './migrations/20261202150000_work_slots_wecom';
import * as deliveryTasks from './migrations/20261203100000_delivery_tasks';
import * as bots from './migrations/20261203200000_bots';
import * as dynamicContent from './migrations/20261203400000_dynamic_content';
import * as recordSyncs from './migrations/20261203500000_record_syncs';
import * as sop from './migrations/20261203600000_sop';
import * as messageTemplates from './migrations/20261204100000_message_templates';
import * as bookingCancelKeys from './migrations/20261204101000_booking_cancel_keys';
import * as sharedTemplatePreviews from './migrations/20261204200000_shared_template_previews';
import * as contentTagLinks from './migrations/20261204300000_content_tag_links';
import * as templateBackgrounds from './migrations/20261205000000_template_backgrounds';
import * as deliveryMiniProgramLinks from './migrations/20261205100000_delivery_mini_program_links';
import * as longerInviteNumbers from './migrations/20261206090000_longer_invite_numbers';
import * as storageUsage from './migrations/20261206300000_storage_usage';
import * as tenantStorageQuota from './migrations/20261206400000_tenant_storage_quota';
import * as agentSettings from './migrations/20261207100000_agent_settings';
import * as botHandovers from './migrations/20261208100000_bot_handovers';
import * as customerInfo from './migrations/20261209100000_customer_info';
import * as bookedSessions from './migrations/20261209200000_booked_sessions';
import * as singleSignOn from './migrations/20261210300000_single_sign_on';
import * as wecomBinding from './migrations/20261211120000_wecom_binding';
import * as digitalAvatars from './migrations/20261212400000_digital_avatars';
import * as personalData from './migrations/20261213600000_personal_data';
import * as digitalHumanVideos from './migrations/20261213500000_digital_human_videos';
import * as recordIntegrity from './migrations/20261215100000_record_integrity';
import * as dualRecording from './migrations/20261216100000_dual_recording';
import * as fiveGCallIds from './migrations/20261216200000_five_g_call_ids';
import * as agentCounts from './migrations/20261217100000_agent_counts';
import * as callAsk from './migrations/20261218100000_call_ask';

/** Migrations in order of their timestamped names; a new one is added here as well as in the folder. */
const migrations: Record<string, Migration> = {
  '20261122090000_foundation': foundation,
  '20261123000000_url_login': urlLogin,
  '20261123001000_agents_list_index': agentsListIndex,
  '20261124100000_files_share_webs': filesShareWebs,
  '20261124110000_bill_sessions': billSessions,
  '20261125100000_calls_rooms': callsRooms,
  '20261125120000_same_screen': sameScreen,
  '20261126100000_room_events': roomEvents,
  '20261126110000_document_pages': documentPages,
  '20261127100000_room_invites': roomInvites,
  '20261127100000_room_shares': roomShares,
  '20261127120000_room_recordings': roomRecordings,
  '20261127130000_room_end_notices': roomEndNotices,
  '20261128100000_room_products': roomProducts,
  '20261129100000_customer_keys': customerKeys,
  '20261129110000_bill_account_locks': billAccountLocks,
  '20261129120000_idle_agents': idleAgents,
  '20261130100000_five_g': fiveG,
  '20261201100000_video_templates': videoTemplates,
  '20261202100000_video_contents': videoContents,
  '20261202110000_content_materials': contentMaterials,
  '20261202120000_card_templates': cardTemplates,
  '20261202120100_insurance_plan_books': insurancePlanBooks,
  '20261202130000_five_g_trace_records': fiveGTraceRecords,
  '20261202140000_operations': operations,
  '20261202150000_work_slots_wecom': workSlotsWecom,
  '20261203100000_delivery_tasks': deliveryTasks,
  '20261203200000_bots': bots,
  '20261203400000_dynamic_content': dynamicContent,
  '20261203500000_record_syncs': recordSyncs,
  '20261203600000_sop': sop,
  '20261204100000_message_templates': messageTemplates,
  '20261204101000_booking_cancel_keys': bookingCancelKeys,
  '20261204200000_shared_template_previews': sharedTemplatePreviews,
  '20261204300000_content_tag_links': contentTagLinks,
  '20261205000000_template_backgrounds': templateBackgrounds,
  '20261205100000_delivery_mini_program_links': deliveryMiniProgramLinks,
  '20261206090000_longer_invite_numbers': longerInviteNumbers,
  '20261206300000_storage_usage': storageUsage,
  '20261206400000_tenant_storage_quota': tenantStorageQuota,
  '20261207100000_agent_settings': agentSettings,
  '20261208100000_bot_handovers': botHandovers,
  '20261209100000_customer_info': customerInfo,
  '20261209200000_booked_sessions': bookedSessions,
  '20261210300000_single_sign_on': singleSignOn,
  '20261211120000_wecom_binding': wecomBinding,
  '20261212400000_digital_avatars': digitalAvatars,
  '20261213500000_digital_human_videos': digitalHumanVideos,
  '20261213600000_personal_data': personalData,
  '20261215100000_record_integrity': recordIntegrity,
  '20261216100000_dual_recording': dualRecording,
  '20261216200000_five_g_call_ids': fiveGCallIds,
  '20261217100000_agent_counts': agentCounts,
  '20261218100000_call_ask': callAsk,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

function describeFailure(result: MigrationResultSet): never {
  const failed = result.results?.find((r) => r.status === 'Error');
  const cause = result.error instanceof Error ? result.error.message : String(result.error);
  throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`);
}

export async function migrateToLatest<T>(db: Kysely<T>): Promise<void> {
  const result = await new Migrator({ db, provider }).migrateToLatest();
  if (result.error) describeFailure(result);
}

export async function migrateDown<T>(db: Kysely<T>): Promise<void> {
  const result = await new Migrator({ db, provider }).migrateDown();
  if (result.error) describeFailure(result);
}

/** Migrates up or down to the named migration, that one applied and none after it. */
export async function migrateTo<T>(db: Kysely<T>, name: string): Promise<void> {
  const result = await new Migrator({ db, provider }).migrateTo(name);
  if (result.error) describeFailure(result);
}

export const migrationNames = Object.keys(migrations);
