//
// @lc app=leetcode id=9003 lang=cpp
//
// a team-written right solution
//

// @lc code=start
class Solution {
public:
    int treeHeight(TreeNode* root) {
        return root ? 1 + max(treeHeight(root->left), treeHeight(root->right)) : 0;
    }
};
// @lc code=end
