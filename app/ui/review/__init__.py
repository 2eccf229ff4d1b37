"""Learning windows of the review helper: the hand review (点评), the coach's
mark at the table and the puzzle window (docs/learn.md).  The AI work runs in
Qt's thread pool; nothing here blocks the table."""
