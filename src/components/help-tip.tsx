import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { Tooltip } from 'antd';
import styles from './help-tip.module.css';

/**
 * A field's help icon that keyboard and screen-reader users reach too: a button in the Tab order named by its
 * explanation, its tooltip shown on hover and on focus (antd's Form.Item tooltip icon is a span no key reaches). Inside
 * a label, so the explanation also follows the field's name.
 */
export function HelpTip({ text }: { text: string }) {
  return (
    <Tooltip title={text} trigger={['hover', 'focus']}>
      <button type="button" className={styles.button} aria-label={text}>
        <QuestionCircleOutlined aria-hidden />
      </button>
    </Tooltip>
  );
}
