import { useNavigate } from 'react-router-dom';
import { HomeContent } from '../features/home/components/HomeContent';
import { RegisterDialog } from '../features/register/components/RegisterDialog';

/** /register, /register.html: the home page with the registration modal open. */
export function RegisterPage() {
  const navigate = useNavigate();
  return (
    <>
      <HomeContent />
      <RegisterDialog onClose={() => navigate('/', { replace: true })} />
    </>
  );
}
