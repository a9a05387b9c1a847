import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { ArticleListScreen } from './article-list-screen';
import { ArticleScreen } from './article-screen';
import { KnowledgeHome } from './knowledge-home';
import { knowledgeScreenOf } from './paths';

/**
 * Help & Support › Knowledge (spec 2 §2): one page mounted on /help-and-support/knowledge and everything beneath it,
 * reading its sub-address: home with categories, the article list, an article. Anything else is not found.
 */
export function KnowledgePage() {
  const [location, navigate] = useLocation();
  const screen = knowledgeScreenOf(location);
  const unknown = screen.screen === 'unknown';
  useEffect(() => {
    if (unknown) navigate('/error-not-found', { replace: true });
  }, [unknown, navigate]);
  if (screen.screen === 'home') return <KnowledgeHome />;
  if (screen.screen === 'articles') return <ArticleListScreen />;
  if (screen.screen === 'article') return <ArticleScreen key={screen.reference} reference={screen.reference} />;
  return null;
}
