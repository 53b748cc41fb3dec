import styled from 'styled-components';
import { Link } from 'shared-contracts';

const Box = styled.section`
  max-width: 560px;
  margin: 64px auto;
  padding: 0 16px;
  text-align: center;
`;

export function NotFoundPage() {
  return (
    <Box>
      <h1>Page not found</h1>
      <p>This page has wandered off into another story.</p>
      <Link to="/">Back to the home page</Link>
    </Box>
  );
}
