"""The page that steps through a traced search, for a lecture hall and a notebook."""

from fnsearch.trace.page.stepping import Move as Move
from fnsearch.trace.page.stepping import NamedTrace as NamedTrace
from fnsearch.trace.page.stepping import compare_page as compare_page
from fnsearch.trace.page.stepping import html_page as html_page
from fnsearch.trace.page.stepping import typed_moves as typed_moves
from fnsearch.trace.page.stepping import visited as visited
