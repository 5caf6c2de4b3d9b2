import { getProduct } from '../db/products.js';
import { getService, updateService } from '../db/services.js';

import {
  errorReply,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/**
 * ModuleChangePw: runs the provisioning module's change-password routine; with
 * `servicepassword` the stored password is set first. Products without a module
 * cannot do this.
 * @see https://developers.whmcs.com/api-reference/modulechangepw/
 */
export function moduleChangePw({ db, params }: ActionContext): ActionReply {
  const serviceId = params.int('serviceid') || params.int('accountid');
  if (!serviceId) {
    return errorReply('Service ID is required');
  }
  const service = getService(db, serviceId);
  if (!service) {
    return errorReply('Service ID not found');
  }
  if (!getProduct(db, service.product_id)?.module) {
    return errorReply('Service not assigned to a module');
  }
  const password = params.string('servicepassword');
  if (password !== undefined && password !== '') {
    updateService(db, service.id, { password });
  }
  return successReply();
}
