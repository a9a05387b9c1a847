import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { Tooltip } from 'antd';
import styles from './help-tip.module.css';

/**
 * A field's help icon that keyboard and screen-reader users reach too: a button in the Tab order, named by the field it
 * explains and carrying the explanation, its tooltip shown on hover and on focus (antd's Form.Item tooltip icon is a
 * span no key reaches).
 */
export function HelpTip({ field, text }: { field: string; text: string }) {
  return (
    <Tooltip title={text} trigger={['hover', 'focus']}>
      <button type="button" className={styles.button} aria-label={`About ${field}: ${text}`}>
        <QuestionCircleOutlined aria-hidden />
      </button>
    </Tooltip>
  );
}
