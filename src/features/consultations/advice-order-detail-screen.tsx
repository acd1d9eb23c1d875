import { Alert } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ConsultationDetailPanel } from './consultation-detail-panel';
import { useTexts } from '@/stores/language';
import { consultationsCatalogue } from './i18n/consultations';

/** Screen `adviceOrderDetail?id=`: one consultation for the park (reply, hand to an agency, close) or the agency it was handed to (reply). */
export function AdviceOrderDetailScreen() {
  const navigate = useNavigate();
  const id = Number(useSearchParams()[0].get('id'));
  const texts = useTexts(consultationsCatalogue);
  if (!Number.isInteger(id) || id < 1) return <Alert type="error" showIcon title={texts.notFound} />;
  return <ConsultationDetailPanel id={id} onBack={() => navigate('/order/advice-order')} />;
}
