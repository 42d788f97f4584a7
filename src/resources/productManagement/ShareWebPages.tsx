import { storedAgent } from '../../session/session';
import { defaultShareWebType, type ShareWebType } from '../../schemas/shareWeb';
import { ShareWebForm } from './ShareWebForm';
import { ShareWebList } from './ShareWebList';
import { MEASUREMENT_RESOURCE, PRODUCT_RESOURCE, SHARE_WEB_TEXTS } from './texts';

/** Product links are of the tenant's default type: sells, or measurement for cmb_videoSells (spec 1 §1, §9). */
const productType = (): ShareWebType => defaultShareWebType(storedAgent()?.tenant?.code);

export const ProductList = () => <ShareWebList resource={PRODUCT_RESOURCE} type={productType()} title={SHARE_WEB_TEXTS.productTitle} />;
export const ProductCreate = () => <ShareWebForm resource={PRODUCT_RESOURCE} type={productType()} mode="create" />;
export const ProductEdit = () => <ShareWebForm resource={PRODUCT_RESOURCE} type={productType()} mode="edit" />;

export const MeasurementList = () => <ShareWebList resource={MEASUREMENT_RESOURCE} type="measurement" title={SHARE_WEB_TEXTS.measurementTitle} />;
export const MeasurementCreate = () => <ShareWebForm resource={MEASUREMENT_RESOURCE} type="measurement" mode="create" />;
export const MeasurementEdit = () => <ShareWebForm resource={MEASUREMENT_RESOURCE} type="measurement" mode="edit" />;
