import { Alert } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ConsultationDetailPanel } from './consultation-detail-panel';

/** Screen `adviceOrderDetail?id=`: one consultation for the park (reply, hand to an agency, close) or the agency it was handed to (reply). */
export function AdviceOrderDetailScreen() {
  const navigate = useNavigate();
  const id = Number(useSearchParams()[0].get('id'));
  if (!Number.isInteger(id) || id < 1) return <Alert type="error" showIcon title="咨询不存在" />;
  return <ConsultationDetailPanel id={id} onBack={() => navigate('/order/advice-order')} />;
}
