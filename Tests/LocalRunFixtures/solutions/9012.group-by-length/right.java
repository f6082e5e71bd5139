//
// @lc app=leetcode id=9012 lang=java
//
// a team-written right solution
//

// @lc code=start
class Solution {
    public List<List<String>> groupByLength(List<String> words) {
        TreeMap<Integer, List<String>> groups = new TreeMap<>();
        for (String w : words) groups.computeIfAbsent(w.length(), n -> new ArrayList<>()).add(w);
        return new ArrayList<>(groups.values());
    }
}
// @lc code=end
