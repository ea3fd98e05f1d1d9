import './field.css';

export { TextField, type TextFieldProps } from './text-field';
