import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { shellCatalogue } from '@/app/i18n/shell';
import { useTexts } from '@/stores/language';

export function NotFoundPage() {
  const navigate = useNavigate();
  const { notFound } = useTexts(shellCatalogue);
  return (
    <Result
      status="404"
      title={notFound.title}
      subTitle={notFound.detail}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {notFound.home}
        </Button>
      }
    />
  );
}
