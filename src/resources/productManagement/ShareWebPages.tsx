import { storedAgent } from '../../session/session';
import { defaultShareWebType, type ShareWebType } from '../../schemas/shareWeb';
import { ShareWebForm } from './ShareWebForm';
import { ShareWebList } from './ShareWebList';
import {
  DIGITAL_HUMAN_RESOURCE,
  MEASUREMENT_RESOURCE,
  PRODUCT_RESOURCE,
  SHARE_WEB_TEXTS,
  YXZX_RESOURCE,
} from './texts';

/** Product links are of the tenant's default type: sells, or measurement for cmb_videoSells (spec 1 §1, §9). */
const productType = (): ShareWebType => defaultShareWebType(storedAgent()?.tenant?.code);

export const ProductList = () => (
  <ShareWebList resource={PRODUCT_RESOURCE} type={productType()} title={SHARE_WEB_TEXTS.productTitle} />
);
export const ProductCreate = () => <ShareWebForm resource={PRODUCT_RESOURCE} type={productType()} mode="create" />;
export const ProductEdit = () => <ShareWebForm resource={PRODUCT_RESOURCE} type={productType()} mode="edit" />;

export const MeasurementList = () => (
  <ShareWebList resource={MEASUREMENT_RESOURCE} type="measurement" title={SHARE_WEB_TEXTS.measurementTitle} />
);
export const MeasurementCreate = () => (
  <ShareWebForm resource={MEASUREMENT_RESOURCE} type="measurement" mode="create" />
);
export const MeasurementEdit = () => <ShareWebForm resource={MEASUREMENT_RESOURCE} type="measurement" mode="edit" />;

export const YxzxList = () => <ShareWebList resource={YXZX_RESOURCE} type="yxzx" title={SHARE_WEB_TEXTS.yxzxTitle} />;
export const YxzxCreate = () => <ShareWebForm resource={YXZX_RESOURCE} type="yxzx" mode="create" />;
export const YxzxEdit = () => <ShareWebForm resource={YXZX_RESOURCE} type="yxzx" mode="edit" />;

export const DigitalHumanList = () => (
  <ShareWebList resource={DIGITAL_HUMAN_RESOURCE} type="digitalMan" title={SHARE_WEB_TEXTS.digitalHumanTitle} />
);
export const DigitalHumanCreate = () => (
  <ShareWebForm resource={DIGITAL_HUMAN_RESOURCE} type="digitalMan" mode="create" />
);
export const DigitalHumanEdit = () => <ShareWebForm resource={DIGITAL_HUMAN_RESOURCE} type="digitalMan" mode="edit" />;
