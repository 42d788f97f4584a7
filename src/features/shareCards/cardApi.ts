import { request } from '../../dataProvider/httpClient';
import type { OfferRow } from '../../domain/offerPrice';
import type { ListResult } from '../../schemas/api';
import { cardTemplatePaths, type CardTemplateRecord } from '../../schemas/cardTemplate';
import { pathWith } from '../../schemas/paths';

/** GET cardTemplateShare/list (spec 3 §7): the tenant's card templates. */
export const listCards = () => request<ListResult<CardTemplateRecord>>('GET', cardTemplatePaths.list);

/** PUT /cardTemplateShare/{id} with content and file (base64) (spec 3 §7). */
export const saveCard = (id: string, rows: OfferRow[], file: string) =>
  request<CardTemplateRecord>('PUT', pathWith(cardTemplatePaths.one, { id }), { body: { content: rows, file } });
