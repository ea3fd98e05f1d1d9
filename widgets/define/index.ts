export { attributeNameOf, parseAttribute, type AttributeType, type AttributeTypeOf } from './attribute-types';
export {
  defineElement,
  type ElementDefinition,
  type ElementInstance,
  type HostProps,
  type PropTypes,
} from './define-element';
export { dispatchElementEvent, type ElementEventDetail, type ElementEventName } from './element-events';
export { type FormAssociatedProps, type FormController, type FormValue } from './form-association';
export { childInputOf, focusAtEnd, takeOverChildInput, type ChildInput } from './child-input';
